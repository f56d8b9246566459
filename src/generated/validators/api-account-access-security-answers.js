// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-security-answers.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-security-answers.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-security-answers.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-security-answers.json","title":"caption.securityQuestions","type":"object","required":["userToken"],"properties":{"userToken":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-security-answers.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userToken"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "userToken")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.userToken !== undefined){
let data0 = data.userToken;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err2 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
