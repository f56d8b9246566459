// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-reset-okta-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-reset-okta-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-reset-okta-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-reset-okta-password.json","title":"caption.resetIdentityProviderPassword","description":"POST /api/user/resetoktapassword: step 3 for an identity provider user. recoveryToken is the portal's proof of the earlier steps for one account (the look-up token of POST /api/user/findOktaUser or the token of the security answers), single use; userName and email must be that account's. passwordOption 1 has the identity provider e-mail its password recovery link, 2 e-mails the username. The names are the client model's and are not read: mails take them from the account.","type":"object","required":["recoveryToken","passwordOption","userName","email"],"properties":{"firstName":{"title":"caption.firstName","type":"string","maxLength":25,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"examples":["Pat"],"validCharacters":true},"lastName":{"title":"caption.lastName","type":"string","maxLength":25,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"examples":["Lee"],"validCharacters":true},"email":{"$ref":"#/definitions/email","title":"caption.emailAddress"},"userName":{"title":"caption.username","type":"string","minLength":4,"maxLength":150,"messages":{"required":"field.required","minLength":"field.minLength","maxLength":"field.maxLength","type":"field.invalid"},"examples":["pat.lee@clinic.example.org"],"validCharacters":true},"recoveryToken":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"examples":["q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE"],"validCharacters":true},"passwordOption":{"title":"caption.option","type":"integer","enum":[1,2],"messages":{"required":"field.required","enum":"field.invalid","type":"field.invalid"},"examples":[1,2]}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"field.required"},"examples":[{"firstName":"Pat","lastName":"Lee","email":"pat.lee@clinic.example.org","userName":"pat.lee@clinic.example.org","recoveryToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","passwordOption":1}],"invalidExamples":[{"value":{"email":"pat.lee@clinic.example.org","userName":"pat.lee@clinic.example.org","recoveryToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","passwordOption":3},"messageId":"field.invalid","path":"/passwordOption"},{"value":{"email":"pat.lee@clinic.example.org","userName":"pat.lee@clinic.example.org","passwordOption":1},"messageId":"field.required","path":"/recoveryToken"}],"definitions":{"email":{"title":"caption.email","description":"A contact e-mail address.","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"examples":["a@b.co","pat.lee@clinic.example.org"],"invalidExamples":[{"value":"a@b.c","messageId":"field.lengthBetween"},{"value":"pat.lee.clinic.example","messageId":"email.invalid"}],"validCharacters":true}}};
const schema28 = {"title":"caption.email","description":"A contact e-mail address.","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"examples":["a@b.co","pat.lee@clinic.example.org"],"invalidExamples":[{"value":"a@b.c","messageId":"field.lengthBetween"},{"value":"pat.lee.clinic.example","messageId":"email.invalid"}],"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern2 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-reset-okta-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.recoveryToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recoveryToken"},message:"must have required property '"+"recoveryToken"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.passwordOption === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passwordOption"},message:"must have required property '"+"passwordOption"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.userName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userName"},message:"must have required property '"+"userName"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.email === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "firstName") || (key0 === "lastName")) || (key0 === "email")) || (key0 === "userName")) || (key0 === "recoveryToken")) || (key0 === "passwordOption"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(func2(data0) > 25){
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema27.properties.firstName,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.firstName,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.firstName.type,parentSchema:schema27.properties.firstName,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(func2(data1) > 25){
const err8 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema27.properties.lastName,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.lastName,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.lastName.type,parentSchema:schema27.properties.lastName,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(func2(data2) > 75){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters",schema:75,parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 6){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters",schema:6,parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern2.test(data2)){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"},message:"must match pattern \""+"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"+"\"",schema:"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$",parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(pattern0.test(data2)){
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.userName !== undefined){
let data3 = data.userName;
if(typeof data3 === "string"){
if(func2(data3) > 150){
const err16 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema27.properties.userName,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data3) < 4){
const err17 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters",schema:4,parentSchema:schema27.properties.userName,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(pattern0.test(data3)){
const err18 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.userName,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.userName.type,parentSchema:schema27.properties.userName,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.recoveryToken !== undefined){
let data4 = data.recoveryToken;
if(typeof data4 === "string"){
if(func2(data4) > 200){
const err20 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.recoveryToken,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func2(data4) < 1){
const err21 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.recoveryToken,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(pattern0.test(data4)){
const err22 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.recoveryToken,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.recoveryToken.type,parentSchema:schema27.properties.recoveryToken,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.passwordOption !== undefined){
let data5 = data.passwordOption;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err24 = {instancePath:instancePath+"/passwordOption",schemaPath:"#/properties/passwordOption/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.properties.passwordOption.type,parentSchema:schema27.properties.passwordOption,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data5 === 1) || (data5 === 2))){
const err25 = {instancePath:instancePath+"/passwordOption",schemaPath:"#/properties/passwordOption/enum",keyword:"enum",params:{allowedValues: schema27.properties.passwordOption.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.passwordOption.enum,parentSchema:schema27.properties.passwordOption,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
