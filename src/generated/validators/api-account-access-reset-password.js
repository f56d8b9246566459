// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-reset-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-reset-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-reset-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-reset-password.json","title":"caption.resetPassword","description":"POST /api/user/resetpassword: the reset method chosen in step 1 for the account of userToken. email sends the reset link to the address on file; questions checks that the account may go on to its security questions.","type":"object","required":["userToken","reset"],"properties":{"userToken":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"examples":["q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE"],"validCharacters":true},"reset":{"title":"caption.resetMethod","type":"string","enum":["email","questions"],"messages":{"required":"field.required","enum":"field.invalid","type":"field.invalid"},"examples":["email"],"validCharacters":true}},"additionalProperties":false,"examples":[{"userToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","reset":"email"}],"invalidExamples":[{"value":{"userToken":"t","reset":"sms"},"messageId":"field.invalid","path":"/reset"}],"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-reset-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userToken"},message:"must have required property '"+"userToken"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reset === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reset"},message:"must have required property '"+"reset"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "userToken") || (key0 === "reset"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.userToken !== undefined){
let data0 = data.userToken;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err3 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.userToken,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.userToken,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.userToken,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.userToken.type,parentSchema:schema27.properties.userToken,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.reset !== undefined){
let data1 = data.reset;
if(!((data1 === "email") || (data1 === "questions"))){
const err7 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/enum",keyword:"enum",params:{allowedValues: schema27.properties.reset.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.reset.enum,parentSchema:schema27.properties.reset,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.reset,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.reset.type,parentSchema:schema27.properties.reset,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
